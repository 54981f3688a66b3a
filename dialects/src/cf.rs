//! The `cf` dialect: generated from `ods/cf.ods`, plus the hand-written hooks it names.

include!(concat!(env!("OUT_DIR"), "/cf.rs"));
