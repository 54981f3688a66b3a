//! Procedural macros over `ods-spec`: the `.ods` include macro and the attribute-macro front end.
//!
//! Not yet implemented: see issue 3 of the project tracker.
