//! The `func` dialect: generated from `ods/func.ods`, plus the hand-written hooks it names.

include!(concat!(env!("OUT_DIR"), "/func.rs"));
