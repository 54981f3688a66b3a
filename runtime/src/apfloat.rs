//! MLIR's float formats (placeholder until the full implementation lands).

/// The semantics of a builtin float type.
#[allow(missing_docs)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FloatSemantics {
    F16,
    BF16,
    F32,
    F64,
    F80,
    F128,
    TF32,
    F8E5M2,
    F8E4M3,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E3M4,
    F8E8M0FNU,
    F6E2M3FN,
    F6E3M2FN,
    F4E2M1FN,
}

/// A float value in some semantics, stored as its bit pattern.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct APFloat {
    /// semantics
    pub sem: FloatSemantics,
    /// bit pattern
    pub bits: u128,
}
