export { enqueueMail, type Mail } from './queries';
export { createMailSender, type MailSender } from './sender';
