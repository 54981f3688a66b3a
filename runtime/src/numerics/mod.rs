//! The numerics layer: arbitrary-width integers ([`apint::APInt`]) and MLIR's float formats
//! ([`apfloat::APFloat`]), bit-exact with LLVM's `APInt` and `APFloat`.

pub mod apfloat;
pub mod apint;
