"""Modules generated from specs/ by `make generate`; do not edit."""
