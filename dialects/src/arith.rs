//! The `arith` dialect: generated from `ods/arith.ods`, plus the hand-written hooks it names.

include!(concat!(env!("OUT_DIR"), "/arith.rs"));
