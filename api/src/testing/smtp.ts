import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TestSmtp = {
  url: string;
  port: number;
  /** What the server received, parsed with mailparser; with the AUTH user, if any. */
  inbox: (ParsedMail & { authUser?: string })[];
  /** Stops answering on the port (a mail server that is down)… */
  stop(): Promise<void>;
  /** …and answers on it again. */
  start(): Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 (smtp-server). With `password`, it asks for AUTH and takes
 * only user `apikey` with that password, as SendGrid's relay does.
 */
export async function startTestSmtp(options: { password?: string } = {}): Promise<TestSmtp> {
  const inbox: TestSmtp['inbox'] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const listen = async () => {
    server = new SMTPServer({
      authOptional: !options.password,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, done) {
        if (auth.username === 'apikey' && auth.password === options.password)
          done(null, { user: auth.username });
        else done(new Error('Invalid login'));
      },
      onData(stream, session, done) {
        simpleParser(stream).then(
          (mail) => {
            inbox.push(Object.assign(mail, { authUser: session.user as string | undefined }));
            done();
          },
          (err: Error) => done(err),
        );
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  };
  await listen();
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    inbox,
    stop: () => new Promise<void>((resolve) => server!.close(resolve)),
    start: listen,
  };
}
