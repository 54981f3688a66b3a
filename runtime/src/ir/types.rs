//! Builtin types: the [`TypeKind`] structure behind every interned [`Type`].
//!
//! Parsing lives in [`crate::text::parser`], printing in [`crate::text::printer`]; this module owns the data
//! and structural queries. Dimension sizes use [`DYNAMIC`] for `?`.

use crate::ir::attributes::Attribute;
use crate::ir::context::{Context, Symbol};
use crate::ir::defs::{DefParams, TypeDefId};
use crate::numerics::apfloat::FloatSemantics;

crate::entity_id! {
    /// An interned type. Compare by `==`; inspect with [`Context::type_kind`].
    pub struct Type;
}

/// The dimension size printed as `?`.
pub const DYNAMIC: i64 = i64::MIN;

/// A shape's sizes joined by `", "`, as MLIR prints an `ArrayRef<int64_t>` in diagnostics
/// (dynamic sizes print as the raw `i64` value, as there).
pub fn shape_text(shape: &[i64]) -> String {
    shape
        .iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Signedness of an integer type: `iN`, `siN`, `uiN`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`
    Signless,
    /// `siN`
    Signed,
    /// `uiN`
    Unsigned,
}

/// The largest integer width MLIR accepts.
pub const MAX_INT_WIDTH: u32 = 16_777_215;

/// Structure of a builtin type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// `i32`, `si8`, `ui1`
    Integer {
        /// bit width, 0 ..= [`MAX_INT_WIDTH`]
        width: u32,
        /// signedness semantics
        signedness: Signedness,
    },
    /// `index`
    Index,
    /// `f32`, `bf16`, `f8E4M3FN`, ...
    Float(FloatSemantics),
    /// `complex<f32>`
    Complex(Type),
    /// `vector<[4]x8xf32>`
    Vector {
        /// dimension sizes (never dynamic)
        shape: Box<[i64]>,
        /// per-dimension scalable flag (`[4]`); empty when no dimension is scalable
        scalable: Box<[bool]>,
        /// element type
        elem: Type,
    },
    /// `tensor<?x4xf32, #enc>`
    RankedTensor {
        /// dimension sizes, [`DYNAMIC`] for `?`
        shape: Box<[i64]>,
        /// element type
        elem: Type,
        /// optional encoding attribute
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>`
    UnrankedTensor {
        /// element type
        elem: Type,
    },
    /// `memref<4x?xf32, affine_map<...>, 1>`
    MemRef {
        /// dimension sizes, [`DYNAMIC`] for `?`
        shape: Box<[i64]>,
        /// element type
        elem: Type,
        /// layout (affine map or strided attribute); `None` for the identity
        layout: Option<Attribute>,
        /// memory space
        memory_space: Option<Attribute>,
    },
    /// `memref<*xf32, 1>`
    UnrankedMemRef {
        /// element type
        elem: Type,
        /// memory space
        memory_space: Option<Attribute>,
    },
    /// `tuple<i32, f32>`
    Tuple(Box<[Type]>),
    /// `none`
    None,
    /// `(i32) -> f32`
    Function {
        /// argument types
        inputs: Box<[Type]>,
        /// result types
        results: Box<[Type]>,
    },
    /// A type of a registered dialect definition: `!d.shape<2, f32>` (see [`crate::ir::defs`]).
    Dialect {
        /// its definition
        def: TypeDefId,
        /// its parameters
        params: DefParams,
    },
    /// A type of an unregistered dialect, kept verbatim: `!foo.bar<...>` has dialect `foo` and
    /// data `bar<...>`; `!foo<"x">` has dialect `foo` and data `<"x">`.
    Opaque {
        /// dialect namespace
        dialect: Symbol,
        /// everything after the namespace (and its `.`), verbatim
        data: Box<str>,
    },
}

/// Builtin types in one call each (`ctx.f32()`, `ctx.tensor_type(&[2, DYNAMIC], f32)`): the
/// constructors a user builds IR with, over [`Context::intern_type`].
impl Context {
    /// `i1`
    pub fn i1(&mut self) -> Type {
        self.common.i1
    }
    /// `i8`
    pub fn i8(&mut self) -> Type {
        self.integer_type(8, Signedness::Signless)
    }
    /// `i16`
    pub fn i16(&mut self) -> Type {
        self.integer_type(16, Signedness::Signless)
    }
    /// `i32`
    pub fn i32(&mut self) -> Type {
        self.common.i32
    }
    /// `i64`
    pub fn i64(&mut self) -> Type {
        self.common.i64
    }
    /// `iN` (signless)
    pub fn int(&mut self, width: u32) -> Type {
        self.integer_type(width, Signedness::Signless)
    }
    /// `index`
    pub fn index(&mut self) -> Type {
        self.common.index
    }
    /// `f16`
    pub fn f16(&mut self) -> Type {
        self.float_type(FloatSemantics::F16)
    }
    /// `bf16`
    pub fn bf16(&mut self) -> Type {
        self.float_type(FloatSemantics::BF16)
    }
    /// `f32`
    pub fn f32(&mut self) -> Type {
        self.float_type(FloatSemantics::F32)
    }
    /// `f64`
    pub fn f64(&mut self) -> Type {
        self.float_type(FloatSemantics::F64)
    }
    /// `none`
    pub fn none_type(&mut self) -> Type {
        self.common.none
    }
    /// `complex<elem>`
    pub fn complex_type(&mut self, elem: Type) -> Type {
        self.intern_type(TypeKind::Complex(elem))
    }
    /// `tensor<2x?xf32>`: [`DYNAMIC`] for a `?` dimension; no encoding.
    pub fn tensor_type(&mut self, shape: &[i64], elem: Type) -> Type {
        self.intern_type(TypeKind::RankedTensor {
            shape: shape.into(),
            elem,
            encoding: None,
        })
    }
    /// `tensor<*xf32>`
    pub fn unranked_tensor_type(&mut self, elem: Type) -> Type {
        self.intern_type(TypeKind::UnrankedTensor { elem })
    }
    /// `vector<4x4xf32>` (no scalable dimension)
    pub fn vector_type(&mut self, shape: &[i64], elem: Type) -> Type {
        self.intern_type(TypeKind::Vector {
            shape: shape.into(),
            scalable: Box::new([]),
            elem,
        })
    }
    /// `memref<4x?xf32>`: identity layout, default memory space.
    pub fn memref_type(&mut self, shape: &[i64], elem: Type) -> Type {
        self.intern_type(TypeKind::MemRef {
            shape: shape.into(),
            elem,
            layout: None,
            memory_space: None,
        })
    }
    /// `tuple<...>`
    pub fn tuple_type(&mut self, elems: &[Type]) -> Type {
        self.intern_type(TypeKind::Tuple(elems.into()))
    }
}

impl Context {
    /// `iN` / `siN` / `uiN`.
    pub fn integer_type(&mut self, width: u32, signedness: Signedness) -> Type {
        self.intern_type(TypeKind::Integer { width, signedness })
    }
    /// A builtin float type.
    pub fn float_type(&mut self, sem: FloatSemantics) -> Type {
        self.intern_type(TypeKind::Float(sem))
    }
    /// `(inputs) -> results`.
    ///
    /// Every generic op names a function type, so this goes through a cache keyed by the raw
    /// ids that looks up without allocating.
    pub fn function_type(&mut self, inputs: &[Type], results: &[Type]) -> Type {
        let mut key = std::mem::take(&mut self.fn_type_key);
        key.clear();
        key.push(inputs.len() as u32);
        key.extend(inputs.iter().chain(results).map(|t| t.index() as u32));
        let ty = match self.fn_types.get(key.as_slice()) {
            Some(&t) => t,
            None => {
                let t = self.intern_type(TypeKind::Function {
                    inputs: inputs.into(),
                    results: results.into(),
                });
                self.fn_types.insert(key.as_slice().into(), t);
                t
            }
        };
        self.fn_type_key = key;
        ty
    }
    /// True for `iN`, `siN`, `uiN`.
    pub fn is_integer(&self, ty: Type) -> bool {
        matches!(self.type_kind(ty), TypeKind::Integer { .. })
    }
    /// True for `iN` of width `w` (signless).
    pub fn is_signless_int(&self, ty: Type, w: u32) -> bool {
        matches!(self.type_kind(ty), TypeKind::Integer { width, signedness: Signedness::Signless } if *width == w)
    }
    /// True for any builtin float type.
    pub fn is_float(&self, ty: Type) -> bool {
        matches!(self.type_kind(ty), TypeKind::Float(_))
    }
    /// True for `index`.
    pub fn is_index(&self, ty: Type) -> bool {
        matches!(self.type_kind(ty), TypeKind::Index)
    }
    /// Element type of a vector, tensor or memref; `None` for other types.
    pub fn element_type(&self, ty: Type) -> Option<Type> {
        match self.type_kind(ty) {
            TypeKind::Vector { elem, .. }
            | TypeKind::RankedTensor { elem, .. }
            | TypeKind::UnrankedTensor { elem }
            | TypeKind::MemRef { elem, .. }
            | TypeKind::UnrankedMemRef { elem, .. } => Some(*elem),
            _ => None,
        }
    }
    /// Shape of a vector, ranked tensor or ranked memref.
    pub fn shape(&self, ty: Type) -> Option<&[i64]> {
        match self.type_kind(ty) {
            TypeKind::Vector { shape, .. }
            | TypeKind::RankedTensor { shape, .. }
            | TypeKind::MemRef { shape, .. } => Some(shape),
            _ => None,
        }
    }
}

/// Float type keywords and their semantics, in MLIR's spelling.
pub const FLOAT_TYPE_NAMES: &[(&str, FloatSemantics)] = &[
    ("f16", FloatSemantics::F16),
    ("bf16", FloatSemantics::BF16),
    ("f32", FloatSemantics::F32),
    ("f64", FloatSemantics::F64),
    ("f80", FloatSemantics::F80),
    ("f128", FloatSemantics::F128),
    ("tf32", FloatSemantics::TF32),
    ("f8E5M2", FloatSemantics::F8E5M2),
    ("f8E4M3", FloatSemantics::F8E4M3),
    ("f8E4M3FN", FloatSemantics::F8E4M3FN),
    ("f8E5M2FNUZ", FloatSemantics::F8E5M2FNUZ),
    ("f8E4M3FNUZ", FloatSemantics::F8E4M3FNUZ),
    ("f8E4M3B11FNUZ", FloatSemantics::F8E4M3B11FNUZ),
    ("f8E3M4", FloatSemantics::F8E3M4),
    ("f8E8M0FNU", FloatSemantics::F8E8M0FNU),
    ("f6E2M3FN", FloatSemantics::F6E2M3FN),
    ("f6E3M2FN", FloatSemantics::F6E3M2FN),
    ("f4E2M1FN", FloatSemantics::F4E2M1FN),
];

/// The float semantics named by a type keyword (`f32`, `bf16`, `f8E4M3FN`, ...).
pub fn float_semantics_by_name(name: &[u8]) -> Option<FloatSemantics> {
    FLOAT_TYPE_NAMES
        .iter()
        .find(|(n, _)| n.as_bytes() == name)
        .map(|&(_, s)| s)
}

/// The MLIR keyword of a float type.
pub fn float_type_name(sem: FloatSemantics) -> &'static str {
    FLOAT_TYPE_NAMES
        .iter()
        .find(|(_, s)| *s == sem)
        .map(|&(n, _)| n)
        .unwrap_or("f32")
}

#[cfg(test)]
mod constructor_tests {
    use crate::ir::context::Context;
    use crate::ir::types::DYNAMIC;
    use crate::ods::verify::quoted_type;

    #[test]
    fn builtin_type_constructors_print_as_mlir_spells_them() {
        let mut ctx = Context::new();
        let f32 = ctx.f32();
        let i8 = ctx.i8();
        let cases = [
            (ctx.tensor_type(&[2, DYNAMIC], f32), "'tensor<2x?xf32>'"),
            (ctx.unranked_tensor_type(i8), "'tensor<*xi8>'"),
            (ctx.vector_type(&[4], f32), "'vector<4xf32>'"),
            (ctx.memref_type(&[DYNAMIC], f32), "'memref<?xf32>'"),
            (ctx.complex_type(f32), "'complex<f32>'"),
            (ctx.int(7), "'i7'"),
            (ctx.index(), "'index'"),
            (ctx.bf16(), "'bf16'"),
        ];
        for (ty, text) in cases {
            assert_eq!(quoted_type(&ctx, ty), text);
        }
        let (a, b) = (ctx.i1(), ctx.f64());
        let t = ctx.tuple_type(&[a, b]);
        assert_eq!(quoted_type(&ctx, t), "'tuple<i1, f64>'");
    }
}
