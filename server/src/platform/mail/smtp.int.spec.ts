import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:net';
import { smtpTransport } from './smtp.js';

/** A tiny SMTP server: accepts mail to anyone but `gone@…` (550 on RCPT), and keeps what it received. */
let server: Server;
let port = 0;
const received: string[] = [];
beforeAll(async () => {
  server = createServer((socket) => {
    let data = false;
    let body = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split('\r\n')) {
        if (data) {
          if (line === '.') {
            data = false;
            received.push(body);
            body = '';
            socket.write('250 2.0.0 queued\r\n');
          } else body += `${line}\n`;
          continue;
        }
        if (!line) continue;
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'MAIL') socket.write('250 2.1.0 ok\r\n');
        else if (verb === 'RCPT') socket.write(line.includes('gone@') ? '550 5.1.1 mailbox unavailable\r\n' : '250 2.1.5 ok\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else if (verb === 'RSET') socket.write('250 ok\r\n');
        else socket.write('502 not here\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP delivery (nodemailer)', () => {
  it('hands a message to the mail server with its sender and reply address', async () => {
    const smtp = smtpTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Demo School <office@demo.test>');
    await smtp.deliver({ to: 'parent@demo.test', subject: 'Fees due', text: 'Please pay by Friday.', replyTo: 'admin@demo.test' });
    const msg = received.at(-1) ?? '';
    expect(msg).toMatch(/^From: Demo School <office@demo\.test>$/m);
    expect(msg).toMatch(/^To: parent@demo\.test$/m);
    expect(msg).toMatch(/^Reply-To: admin@demo\.test$/m);
    expect(msg).toMatch(/^Subject: Fees due$/m);
    expect(msg).toContain('Please pay by Friday.');
  });

  it("rejects with the server's answer when the mail server refuses", async () => {
    const smtp = smtpTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'office@demo.test');
    await expect(smtp.deliver({ to: 'gone@demo.test', subject: 's', text: 't' })).rejects.toThrow(/550 5\.1\.1 mailbox unavailable/);
  });
});
