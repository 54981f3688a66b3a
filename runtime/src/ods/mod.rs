//! Support for code generated from `.ods` files: shared, non-generic helpers that generated
//! ops call so that per-op code stays small.
//!
//! | file | owns |
//! |---|---|
//! | [`preds`] | type and attribute predicates and conversions used by the prelude's constraints |
//! | [`asm`] | the declarative assembly format: the shared parser and printer that follow per-op tables |
//! | [`access`] | operand/result group ranges (segments), property slots, op handle support |
//! | [`accessors`] | the accessor macros generated handles and adaptors call per group and attribute |
//! | [`verify`] | verification helpers with MLIR's messages, trait verifiers |
//! | [`defs`] | dialect types and attributes: parameter parsers/printers, `struct(...)`, the shared pieces of def formats |
//! | [`enums`] | enum attribute support: keyword parsing/printing, dialect attribute hooks |
//! | [`function`] | function-like ops: the shared custom syntax, verifier and symbol lookup (MLIR's `function_interface_impl`) |
//! | [`hooks`] | the traits of the hand-written hooks a `.ods` file asks for (`Verify`, `Fold`, `CustomAssembly`, ...) |

pub mod access;
pub mod accessors;
pub mod asm;
pub mod defs;
pub mod enums;
pub mod function;
pub mod hooks;
pub mod preds;
pub mod verify;
