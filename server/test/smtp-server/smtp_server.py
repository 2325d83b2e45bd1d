"""A real SMTP server for tests (aiosmtpd) on 127.0.0.1: prints "ready PORT", then each message it accepts as one
JSON line {"from", "to", "subject", "headers", "text", "login", "tls"} on standard output. With --user and --password
it asks for AUTH (allowed without TLS: loopback only) and refuses mail from anyone who did not log in. With --tls
starttls it offers STARTTLS and refuses mail before it; with --tls implicit it speaks TLS from the first byte. Its
certificate (test-cert.pem, for localhost and 127.0.0.1, with test-key.pem) is for these tests only."""
import argparse
import asyncio
import email
import email.policy
import json
import os
import ssl
import sys
import warnings

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult


class Printer:
    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        # A domain that refuses everyone, for the tests of a refused recipient.
        if address.endswith("@refused.example"):
            return "550 5.1.1 No such mailbox here"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        message = email.message_from_bytes(envelope.original_content, policy=email.policy.default)
        print(json.dumps({
            "from": envelope.mail_from,
            "to": envelope.rcpt_tos,
            "subject": str(message["subject"]),
            "headers": {name: str(value) for name, value in message.items()},
            "text": message.get_content(),
            "login": session.auth_data,
            "tls": server.transport.get_extra_info("ssl_object") is not None,
        }), flush=True)
        return "250 OK"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--user")
    parser.add_argument("--password")
    parser.add_argument("--tls", choices=["none", "starttls", "implicit"], default="none")
    args = parser.parse_args()

    def authenticate(server, session, envelope, mechanism, auth_data):
        ok = args.user is not None and auth_data.login.decode() == args.user and auth_data.password.decode() == args.password
        # handled=False: aiosmtpd answers 535 itself.
        return AuthResult(success=ok, handled=False, auth_data=auth_data.login.decode() if ok else None)

    here = os.path.dirname(os.path.abspath(__file__))
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(os.path.join(here, "test-cert.pem"), os.path.join(here, "test-key.pem"))
    tls = {
        "none": {},
        "starttls": {"tls_context": context, "require_starttls": True},
        "implicit": {"ssl_context": context},
    }[args.tls]
    with_auth = args.user is not None
    # AUTH without TLS is what these tests want (loopback only); aiosmtpd warns about it.
    warnings.simplefilter("ignore")
    controller = Controller(
        Printer(),
        hostname="127.0.0.1",
        port=args.port,
        authenticator=authenticate if with_auth else None,
        auth_required=with_auth,
        auth_require_tls=False,
        **tls,
    )
    controller.start()
    print(f"ready {args.port}", flush=True)
    try:
        sys.stdin.read()  # runs until the test closes standard input (or ends the process)
    finally:
        controller.stop()


if __name__ == "__main__":
    main()
