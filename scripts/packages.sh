# The Debian packages Tapescript uses, sourced by scripts/setup.sh and scripts/test.sh.
# What the product needs to run:
PRODUCT_PACKAGES=(ffmpeg python3 python3-venv)
# What the tests and the benchmark add: a browser, real recorded voices with known words (LibriVox clips; studio
# prompt voices of several people, see bench/speakers/SOURCES.md), espeak-ng, Redis for the job-queue tests, and
# jq, which the README's shell examples use (a test runs them as written).
TEST_PACKAGES=(
  chromium pocketsphinx-testdata espeak-ng redis-server jq
  asterisk-core-sounds-en asterisk-core-sounds-en-wav asterisk-core-sounds-es-wav asterisk-core-sounds-fr-wav
  asterisk-core-sounds-it-wav asterisk-core-sounds-ru-wav asterisk-prompt-it-menardi-wav asterisk-prompt-fr-armelle
  asterisk-prompt-es-co
)
