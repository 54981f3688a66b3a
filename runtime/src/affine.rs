//! Affine expressions, maps and integer sets, as in MLIR's `affine_map<...>` and
//! `affine_set<...>`.
//!
//! Expressions are simplified on construction the way MLIR does, so that printing a parsed map
//! gives the bytes `mlir-opt` prints.

/// Binary operator of an affine expression.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AffineBinOp {
    /// `+`
    Add,
    /// `*`
    Mul,
    /// `mod`
    Mod,
    /// `floordiv`
    FloorDiv,
    /// `ceildiv`
    CeilDiv,
}

/// An affine expression tree. Depth is bounded by the parser's nesting limit.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExpr {
    /// `dN`
    Dim(u32),
    /// `sN`
    Symbol(u32),
    /// an integer constant
    Constant(i64),
    /// `lhs op rhs`
    Binary {
        /// operator
        op: AffineBinOp,
        /// left operand
        lhs: Box<AffineExpr>,
        /// right operand
        rhs: Box<AffineExpr>,
    },
}

/// `(d0, ..)[s0, ..] -> (results)`
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    /// number of dimensions
    pub num_dims: u32,
    /// number of symbols
    pub num_symbols: u32,
    /// result expressions
    pub results: Box<[AffineExpr]>,
}

/// `(d0, ..)[s0, ..] : (c0 >= 0, c1 == 0)`
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSet {
    /// number of dimensions
    pub num_dims: u32,
    /// number of symbols
    pub num_symbols: u32,
    /// constraint expressions, each compared against zero
    pub constraints: Box<[AffineExpr]>,
    /// `true` where the constraint is `== 0`, `false` for `>= 0`
    pub eq_flags: Box<[bool]>,
}
