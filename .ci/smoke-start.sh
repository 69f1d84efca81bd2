#!/usr/bin/env bash
# `npm start` on a fresh data directory: the demo institute appears, an ADMIN signs in, creates a
# department and reads it back; then the server stops.
set -euo pipefail
data=$(mktemp -d)
port=$(( 20000 + RANDOM % 20000 ))
log="$data/start.log"
DATA_DIR="$data" PORT="$port" npm start >"$log" 2>&1 &
pid=$!
cleanup() { kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$data"; }
trap cleanup EXIT
base="http://127.0.0.1:$port/api/v1"
for i in $(seq 1 90); do
  curl -sf "$base/logo" >/dev/null 2>&1 && break
  kill -0 "$pid" 2>/dev/null || { cat "$log"; echo "smoke: npm start exited"; exit 1; }
  sleep 1
done
grep -q "admin@demo.school" "$log" || { cat "$log"; echo "smoke: demo logins not printed"; exit 1; }
grep -q "online payments use the test sandbox" "$log" || { cat "$log"; echo "smoke: the demo's payment sandbox not announced"; exit 1; }
token=$(curl -sf "$base/auth/login" -H 'content-type: application/json' \
  -d '{"email":"admin@demo.school","password":"demo1234"}' | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).data.accessToken))')
created=$(curl -sf -D "$data/h" "$base/department/create" -H "authorization: Bearer $token" -F title="Smoke Test Department" -F description="Made by CI")
id=$(echo "$created" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).data._id))')
pos=$(grep -i '^x-position:' "$data/h" | tr -d '\r' | awk '{print $2}')
back=$(curl -sf "$base/department/$id" -H "authorization: Bearer $token" -H "x-min-position: $pos")
echo "$back" | grep -q '"Smoke Test Department"' || { echo "smoke: department not read back: $back"; exit 1; }
echo "smoke: npm start served the demo, created and read back department $id"
