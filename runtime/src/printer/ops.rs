//! Printing operations, regions and blocks; SSA value and block numbering; the alias section.
