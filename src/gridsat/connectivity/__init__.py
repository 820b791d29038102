"""Connectivity builders (connected regions, paths, no-cycles): see the Numberlink issue."""
