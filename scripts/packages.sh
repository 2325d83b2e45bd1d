# The Debian packages Tapescript uses, sourced by scripts/setup.sh, scripts/test.sh and scripts/bench.sh.
# What the product needs to run (Carlito: the PDF export's font, server/export/pdf-font.ts):
PRODUCT_PACKAGES=(ffmpeg python3 python3-venv fonts-crosextra-carlito)
# What the tests and the benchmark add: a browser, real recorded voices with known words (LibriVox clips; studio
# prompt voices of several people, see bench/speakers/SOURCES.md), espeak-ng, Redis for the job-queue tests, and
# jq, which the README's shell examples use (a test runs them as written); poppler-utils (pdftotext, pdffonts) to read
# the PDF export back and libxml2-utils (xmllint) to validate the EAF export against ELAN's schema.
TEST_PACKAGES=(
  chromium pocketsphinx-testdata espeak-ng redis-server jq poppler-utils libxml2-utils
  asterisk-core-sounds-en asterisk-core-sounds-en-wav asterisk-core-sounds-es-wav asterisk-core-sounds-fr-wav
  asterisk-core-sounds-it-wav asterisk-core-sounds-ru-wav asterisk-prompt-it-menardi-wav asterisk-prompt-fr-armelle
  asterisk-prompt-es-co
)
# What the benchmark adds to those: WordNet's glosses, the text of the chapter finder's bench (bench/groups/chapters.ts).
BENCH_PACKAGES=(wordnet-base)
