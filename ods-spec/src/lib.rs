//! The `.ods` op-definition language: grammar, semantic model, validation and Rust code generation.
//!
//! Not yet implemented: see issue 3 of the project tracker.
