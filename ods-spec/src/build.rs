//! The `build.rs` API (being written).
