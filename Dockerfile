FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY projections/package.json projections/
COPY server/package.json server/
COPY workers/package.json workers/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
ENV PORT=3000
EXPOSE 3000
CMD ["npm", "start"]
