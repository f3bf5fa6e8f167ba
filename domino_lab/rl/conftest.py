"""pytest's doctest collection imports every module of the package: leave out the adapters whose
toolkit is not installed (``pip install "domino_lab[rl]"`` installs them)."""

import importlib.util

collect_ignore = [module for module, needs in (("openspiel.py", "pyspiel"), ("aec.py", "pettingzoo"))
                  if importlib.util.find_spec(needs) is None]
