#!/bin/sh
# Translation tooling: packaging/i18n.sh update|check|compile (see packaging/i18n.py).
# Uses the active venv's Python ($VIRTUAL_ENV), else $PYTHON, else python3 on PATH.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
if [ -n "${VIRTUAL_ENV:-}" ] && [ -x "$VIRTUAL_ENV/bin/python" ]; then
    py="$VIRTUAL_ENV/bin/python"
else
    py="${PYTHON:-python3}"
fi
exec "$py" "$here/i18n.py" "$@"
