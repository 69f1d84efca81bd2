// E-mail to a user and the delivery of every message (issue 19 §3).
export { SendEmailButton, SendEmailDialog } from './components/send-email-dialog';
export { MailDeliveryPage } from './pages/mail-delivery-page';
