//! The text layer: MLIR's textual format. The [`lexer`] turns bytes into tokens, the
//! [`parser`] builds IR from them (generic form, and the `OpAsmParser` API custom forms use),
//! the [`printer`] writes IR back byte-identical to `mlir-opt` 22. The printer never uses the
//! parser; encodings both need live in [`crate::ir::encoding`]. [`api`] wraps them in one-call
//! `parse_str` / `print_to_string` for library users.

pub mod api;
pub mod lexer;
pub mod parser;
pub mod printer;
