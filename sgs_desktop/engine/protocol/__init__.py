"""The one decision protocol (询问与回答): typed requests (requests.py) answered by typed answers
(answers.py), and the checks an answer passes (checks.py; the engine's hot path compiles it). Their
JSON form is wire.py's."""
