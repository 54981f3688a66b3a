//! Parsing operations, regions, blocks and whole source files.
