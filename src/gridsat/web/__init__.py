"""``gridsat serve``: a local page for puzzle authors (:mod:`gridsat.web.server`, the page in
``page.html``).  Needs the ``serve`` extra (Tornado)."""
