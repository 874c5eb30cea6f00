import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { config } from "@/lib/config";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends mail through SMTP when SMTP_URL is set; otherwise writes an .eml file into the mail folder (the embedded
 * default: an operator or a test reads it there). Returns whether the message left our hands.
 */
export async function sendMail(message: MailMessage): Promise<{ delivered: boolean; location: string | null }> {
  const cfg = config();
  try {
    if (cfg.smtpUrl) {
      const nodemailer = await import("nodemailer");
      const transport = nodemailer.createTransport(cfg.smtpUrl);
      const info = await transport.sendMail({ from: cfg.mailFrom, ...message });
      return { delivered: info.accepted.length > 0, location: null };
    }
    await fs.mkdir(cfg.mailDir, { recursive: true });
    const file = path.join(cfg.mailDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
    const eml = [`From: ${cfg.mailFrom}`, `To: ${message.to}`, `Subject: ${message.subject}`, `Date: ${new Date().toUTCString()}`, "Content-Type: text/plain; charset=utf-8", "", message.text, ""].join("\r\n");
    await fs.writeFile(file, eml, { mode: 0o600 });
    return { delivered: true, location: file };
  } catch (err) {
    // A failed email must not lose the key: the response still shows it once, and says delivery failed.
    console.error("key email not delivered", err);
    return { delivered: false, location: null };
  }
}
