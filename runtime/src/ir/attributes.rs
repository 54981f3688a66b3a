//! Builtin attributes: the [`AttrKind`] structure behind every interned [`Attribute`].
//!
//! Locations are attributes too (as in MLIR, `LocationAttr`), so a [`Location`] is an
//! [`Attribute`] whose kind is one of the `*Loc` variants. Parsing lives in [`crate::text::parser`],
//! printing in [`crate::text::printer`].

use crate::ir::affine::{AffineMap, IntegerSet};
use crate::ir::context::{Context, Symbol};
use crate::ir::defs::{AttrDefId, DefParams};
use crate::ir::types::{Type, TypeKind};
use crate::numerics::apfloat::APFloat;
use crate::numerics::apint::APInt;

crate::entity_id! {
    /// An interned attribute. Compare by `==`; inspect with [`Context::attr_kind`].
    pub struct Attribute;
}

/// A location: an [`Attribute`] of one of the location kinds.
pub type Location = Attribute;

/// Structure of a builtin attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    /// `unit`
    Unit,
    /// `true` / `false`
    Bool(bool),
    /// `42 : i32`; the value is kept at the type's width (`index` uses 64 bits)
    Integer {
        /// integer or index type
        ty: Type,
        /// value, two's complement at the type's width
        value: APInt,
    },
    /// `1.5 : f32`
    Float {
        /// float type
        ty: Type,
        /// value in the type's semantics
        value: APFloat,
    },
    /// `"text"` or `"text" : type`; bytes may be any value (escapes)
    String {
        /// contents
        value: Box<[u8]>,
        /// optional type (`none` when printed without one is stored as `None`)
        ty: Option<Type>,
    },
    /// A type used as an attribute: `i32`
    Type(Type),
    /// `[a, b]`
    Array(Box<[Attribute]>),
    /// `array<i32: 1, 2>`; elements packed little-endian at their storage width
    DenseArray {
        /// element type (`i1`..`i64` or `f32`/`f64`)
        elem: Type,
        /// number of elements
        len: u32,
        /// little-endian bytes, `ceil(width/8)` per element
        raw: Box<[u8]>,
    },
    /// `{a = 1, b}`: entries sorted by name text
    Dictionary(Box<[(Symbol, Attribute)]>),
    /// `@a::@b::@c`
    SymbolRef {
        /// root reference
        root: Symbol,
        /// nested references
        nested: Box<[Symbol]>,
    },
    /// `dense<...> : tensor<...>` of integers, index, floats or complex numbers
    DenseIntOrFp {
        /// shaped type (tensor or vector)
        ty: Type,
        /// element storage, little-endian, `ceil(width/8)` bytes per scalar (complex: two
        /// scalars per element); a splat stores one element
        raw: Box<[u8]>,
        /// whether one element stands for all
        splat: bool,
    },
    /// `dense<"a", "b"> : tensor<2x!foo.string>`
    DenseString {
        /// shaped type
        ty: Type,
        /// the strings; a splat stores one
        values: Box<[Box<[u8]>]>,
        /// whether one element stands for all
        splat: bool,
    },
    /// `dense_resource<name> : tensor<...>`
    DenseResource {
        /// shaped type
        ty: Type,
        /// resource key in the `dialect_resources.builtin` section
        handle: Symbol,
    },
    /// `sparse<indices, values> : tensor<...>`
    Sparse {
        /// shaped type
        ty: Type,
        /// dense `i64` attribute of indices
        indices: Attribute,
        /// dense attribute of values
        values: Attribute,
    },
    /// `affine_map<(d0)[s0] -> (d0 + s0)>`
    AffineMap(AffineMap),
    /// `affine_set<(d0) : (d0 - 1 >= 0)>`
    IntegerSet(IntegerSet),
    /// `strided<[1, ?], offset: ?>`; dynamic entries use [`crate::ir::types::DYNAMIC`]
    Strided {
        /// strides
        strides: Box<[i64]>,
        /// offset
        offset: i64,
    },
    /// An attribute of a registered dialect definition: `#d.space<global>` (see
    /// [`crate::ir::defs`]).
    Dialect {
        /// its definition
        def: AttrDefId,
        /// its parameters
        params: DefParams,
    },
    /// An attribute of an unregistered dialect, kept verbatim: `#foo.bar<...>` has dialect `foo`
    /// and data `bar<...>`.
    Opaque {
        /// dialect namespace
        dialect: Symbol,
        /// everything after the namespace (and its `.`), verbatim
        data: Box<str>,
    },
    /// An attribute of an unregistered dialect with a type: `#foo.bar<...> : i32` (the
    /// untyped form, and `: none`, is [`AttrKind::Opaque`]).
    TypedOpaque {
        /// dialect namespace
        dialect: Symbol,
        /// everything after the namespace (and its `.`), verbatim
        data: Box<str>,
        /// the attribute's type
        ty: Type,
    },
    /// `distinct[N]<attr>`: a unique attribute wrapping `referenced`. `uid` is unique per
    /// process; printed ids are renumbered in print order.
    Distinct {
        /// identity of this distinct attribute
        uid: u64,
        /// the wrapped attribute (`unit` for `distinct[N]<>`)
        referenced: Attribute,
    },
    /// A trailing `loc(#alias)` whose alias was not defined yet when parsed (location aliases
    /// may follow their uses); resolved by
    /// [`crate::text::parser::Parser::resolve_deferred_location`] after the file is parsed.
    DeferredLoc {
        /// alias name without `#`
        alias: Symbol,
        /// byte offset of the `#alias` token (for the "never defined" error)
        offset: u32,
        /// source buffer index
        buffer: u32,
    },
    /// `loc(unknown)`
    UnknownLoc,
    /// `loc("file":1:2)`
    FileLineCol {
        /// file name
        file: Symbol,
        /// line
        line: u32,
        /// column
        col: u32,
    },
    /// `loc("file":1:2 to 3:4)` and its shorter forms
    FileLineColRange {
        /// file name
        file: Symbol,
        /// start line
        start_line: u32,
        /// start column
        start_col: u32,
        /// end line
        end_line: u32,
        /// end column
        end_col: u32,
    },
    /// `loc("name")` or `loc("name"(child))`
    NameLoc {
        /// the name
        name: Symbol,
        /// child location (`UnknownLoc` when absent)
        child: Location,
    },
    /// `loc(callsite(callee at caller))`
    CallSiteLoc {
        /// callee location
        callee: Location,
        /// caller location
        caller: Location,
    },
    /// `loc(fused<metadata>[a, b])`
    FusedLoc {
        /// fused locations
        locs: Box<[Location]>,
        /// optional metadata attribute
        metadata: Option<Attribute>,
    },
}

impl AttrKind {
    /// True for the location kinds.
    pub fn is_location(&self) -> bool {
        matches!(
            self,
            AttrKind::UnknownLoc
                | AttrKind::FileLineCol { .. }
                | AttrKind::FileLineColRange { .. }
                | AttrKind::NameLoc { .. }
                | AttrKind::CallSiteLoc { .. }
                | AttrKind::FusedLoc { .. }
                | AttrKind::DeferredLoc { .. }
        )
    }
}

/// One element of a dense elements attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Element {
    /// an integer at its type's width (`index`: 64 bits)
    Int(APInt),
    /// a float in its type's format
    Float(APFloat),
}

/// A host value that can become an element of a dense elements attribute
/// ([`Context::dense_elements`]): integers for integer and index element types, floats for
/// float element types (rounded to the element format), `bool` for `i1`.
pub trait DenseValue: Copy {
    /// The element of type `elem`, `None` when the kinds do not match.
    fn to_element(self, ctx: &Context, elem: Type) -> Option<Element>;
}

macro_rules! dense_int_value {
    ($($t:ty),*) => {$(
        impl DenseValue for $t {
            fn to_element(self, ctx: &Context, elem: Type) -> Option<Element> {
                let width = ctx.int_or_index_width(elem)?;
                Some(Element::Int(APInt::from_i64(width, self as i64)))
            }
        }
    )*};
}
dense_int_value!(i8, i16, i32, i64, u8, u16, u32);

impl DenseValue for bool {
    fn to_element(self, ctx: &Context, elem: Type) -> Option<Element> {
        let width = ctx.int_or_index_width(elem)?;
        Some(Element::Int(APInt::from_u64(width, u64::from(self))))
    }
}

impl DenseValue for f64 {
    fn to_element(self, ctx: &Context, elem: Type) -> Option<Element> {
        match ctx.type_kind(elem) {
            TypeKind::Float(sem) => Some(Element::Float(APFloat::from_f64(self).convert(*sem))),
            _ => None,
        }
    }
}

impl DenseValue for f32 {
    fn to_element(self, ctx: &Context, elem: Type) -> Option<Element> {
        match ctx.type_kind(elem) {
            TypeKind::Float(sem) => Some(Element::Float(APFloat::from_f32(self).convert(*sem))),
            _ => None,
        }
    }
}

/// Constructors of builtin attributes. Floats follow one convention everywhere: the type
/// comes first and a host `f64` is rounded (to nearest even) to the type's format, as
/// MLIR's `FloatAttr::get(Type, double)`; [`Context::float_attr_ap`] takes an exact
/// [`APFloat`].
impl Context {
    /// `unit`
    pub fn unit_attr(&self) -> Attribute {
        self.common.unit
    }
    /// `true` / `false`
    pub fn bool_attr(&mut self, value: bool) -> Attribute {
        self.intern_attr(AttrKind::Bool(value))
    }
    /// The bit width of an integer or index type (`index`: 64), `None` for other types.
    pub fn int_or_index_width(&self, ty: Type) -> Option<u32> {
        match self.type_kind(ty) {
            TypeKind::Integer { width, .. } => Some(*width),
            TypeKind::Index => Some(64),
            _ => None,
        }
    }
    /// `value : ty` for an integer or index type; the value wraps to the type's width, and
    /// signless `i1` gives `true`/`false` (MLIR's `IntegerAttr::get`).
    pub fn int_attr(&mut self, ty: Type, value: i64) -> Attribute {
        let width = self.int_or_index_width(ty).unwrap_or(64);
        self.int_attr_ap(ty, APInt::from_i64(width, value))
    }
    /// `value : ty` from an [`APInt`] (truncated to the type's width when wider); signless
    /// `i1` gives `true`/`false`.
    pub fn int_attr_ap(&mut self, ty: Type, value: APInt) -> Attribute {
        if self.is_signless_int(ty, 1) {
            return self.intern_attr(AttrKind::Bool(!value.is_zero()));
        }
        let width = self.int_or_index_width(ty).unwrap_or(value.width());
        let value = if value.width() == width {
            value
        } else {
            value.trunc(width)
        };
        self.intern_attr(AttrKind::Integer { ty, value })
    }
    /// `value : i64`
    pub fn i64_attr(&mut self, value: i64) -> Attribute {
        let ty = self.common.i64;
        self.int_attr(ty, value)
    }
    /// `value : i32`
    pub fn i32_attr(&mut self, value: i32) -> Attribute {
        let ty = self.common.i32;
        self.int_attr(ty, i64::from(value))
    }
    /// `value : index`
    pub fn index_attr(&mut self, value: i64) -> Attribute {
        let ty = self.common.index;
        self.int_attr(ty, value)
    }
    /// `value : ty` for a float type, `value` rounded to the type's format. A non-float `ty`
    /// keeps the `f64` value (the verifier of the op using it reports the mismatch).
    pub fn float_attr(&mut self, ty: Type, value: f64) -> Attribute {
        let v = APFloat::from_f64(value);
        let v = match self.type_kind(ty) {
            TypeKind::Float(sem) => v.convert(*sem),
            _ => v,
        };
        self.intern_attr(AttrKind::Float { ty, value: v })
    }
    /// `value : ty` with an exact value (converted to the type's format when it has another).
    pub fn float_attr_ap(&mut self, ty: Type, value: APFloat) -> Attribute {
        let value = match self.type_kind(ty) {
            TypeKind::Float(sem) if *sem != value.semantics() => value.convert(*sem),
            _ => value,
        };
        self.intern_attr(AttrKind::Float { ty, value })
    }
    /// `value : f32`
    pub fn f32_attr(&mut self, value: f32) -> Attribute {
        let ty = self.f32();
        self.float_attr_ap(ty, APFloat::from_f32(value))
    }
    /// `value : f64`
    pub fn f64_attr(&mut self, value: f64) -> Attribute {
        let ty = self.f64();
        self.float_attr_ap(ty, APFloat::from_f64(value))
    }
    /// `[a, b, ...]`
    pub fn array_attr(&mut self, elements: &[Attribute]) -> Attribute {
        self.intern_attr(AttrKind::Array(elements.into()))
    }
    /// `{name = value, ...}` (entries sorted by name; names must be distinct)
    pub fn dict_attr(&mut self, entries: &[(&str, Attribute)]) -> Attribute {
        let entries = entries.iter().map(|&(n, a)| (self.symbol(n), a)).collect();
        self.dictionary_attr(entries)
    }
    /// `@name`
    pub fn symbol_ref_attr(&mut self, name: &str) -> Attribute {
        let root = self.symbol(name);
        self.intern_attr(AttrKind::SymbolRef {
            root,
            nested: Box::new([]),
        })
    }
    /// `@root::@a::@b`
    pub fn nested_symbol_ref_attr(&mut self, root: &str, nested: &[&str]) -> Attribute {
        let root = self.symbol(root);
        let nested = nested.iter().map(|n| self.symbol(n)).collect();
        self.intern_attr(AttrKind::SymbolRef { root, nested })
    }
    /// `array<i64: ...>`
    pub fn dense_i64_array(&mut self, values: &[i64]) -> Attribute {
        let elem = self.common.i64;
        let raw = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.dense_array(elem, values.len(), raw)
    }
    /// `array<i32: ...>`
    pub fn dense_i32_array(&mut self, values: &[i32]) -> Attribute {
        let elem = self.common.i32;
        let raw = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.dense_array(elem, values.len(), raw)
    }
    /// `array<i1: ...>` (`true`/`false`)
    pub fn dense_bool_array(&mut self, values: &[bool]) -> Attribute {
        let elem = self.common.i1;
        let raw = values.iter().map(|&v| u8::from(v)).collect();
        self.dense_array(elem, values.len(), raw)
    }
    /// `array<f32: ...>`
    pub fn dense_f32_array(&mut self, values: &[f32]) -> Attribute {
        let elem = self.f32();
        let raw = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.dense_array(elem, values.len(), raw)
    }
    /// `array<f64: ...>`
    pub fn dense_f64_array(&mut self, values: &[f64]) -> Attribute {
        let elem = self.f64();
        let raw = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.dense_array(elem, values.len(), raw)
    }
    fn dense_array(&mut self, elem: Type, len: usize, raw: Vec<u8>) -> Attribute {
        self.intern_attr(AttrKind::DenseArray {
            elem,
            len: len as u32,
            raw: raw.into_boxed_slice(),
        })
    }
    /// `dense<[...]> : ty` from host values, e.g. `ctx.dense_elements(t, &[1.0, 2.0])` for a
    /// `tensor<2xf32>` (floats rounded to the element format, integers wrapped to the element
    /// width). One value is splatted. `None` when `ty` is not a statically shaped tensor or
    /// vector, the number of values does not match, or the values' kind does not match the
    /// element type.
    pub fn dense_elements<T: DenseValue>(&mut self, ty: Type, values: &[T]) -> Option<Attribute> {
        let elem = self.element_type(ty)?;
        let elements = values
            .iter()
            .map(|v| v.to_element(self, elem))
            .collect::<Option<Vec<_>>>()?;
        self.dense_elements_of(ty, &elements)
    }
    /// `dense<...> : ty` from elements already in the element type's width or format
    /// (MLIR's `DenseElementsAttr::get`): one element is splatted; equal elements give the
    /// splat form. `None` when the shape is not static, the count does not match or an
    /// element does not fit the element type.
    pub fn dense_elements_of(&mut self, ty: Type, elements: &[Element]) -> Option<Attribute> {
        let n = match self.type_kind(ty) {
            TypeKind::Vector { shape, .. } | TypeKind::RankedTensor { shape, .. } => {
                shape.iter().try_fold(1u64, |acc, &d| {
                    u64::try_from(d).ok().and_then(|d| acc.checked_mul(d))
                })?
            }
            _ => return None,
        };
        let elem = self.element_type(ty)?;
        let bits = match self.type_kind(elem) {
            TypeKind::Integer { width, .. } => *width,
            TypeKind::Index => 64,
            TypeKind::Float(sem) => sem.bit_width(),
            _ => return None,
        };
        let size = (bits as usize).div_ceil(8);
        if elements.len() as u64 != n && elements.len() != 1 {
            return None;
        }
        if elements.is_empty() || n == 0 {
            return Some(self.intern_attr(AttrKind::DenseIntOrFp {
                ty,
                raw: Box::new([]),
                splat: false,
            }));
        }
        let encode = |e: &Element, out: &mut Vec<u8>| {
            let mut chunk: Vec<u8> = match e {
                Element::Int(v) => v.words().iter().flat_map(|w| w.to_le_bytes()).collect(),
                Element::Float(f) => f.to_bits_u128().to_le_bytes().to_vec(),
            };
            chunk.resize(size.max(chunk.len()), 0);
            out.extend_from_slice(&chunk[..size]);
        };
        let splat = elements.iter().all(|e| *e == elements[0]);
        let mut raw = Vec::new();
        if splat {
            encode(&elements[0], &mut raw);
        } else {
            for e in elements {
                encode(e, &mut raw);
            }
        }
        // i1 elements are stored as 0/1 bytes
        if self.is_signless_int(elem, 1) {
            for b in raw.iter_mut() {
                *b &= 1;
            }
        }
        Some(self.intern_attr(AttrKind::DenseIntOrFp {
            ty,
            raw: raw.into_boxed_slice(),
            splat,
        }))
    }
    /// A string attribute without a type.
    pub fn string_attr(&mut self, s: &str) -> Attribute {
        self.intern_attr(AttrKind::String {
            value: s.as_bytes().into(),
            ty: None,
        })
    }
    /// A type attribute.
    pub fn type_attr(&mut self, ty: Type) -> Attribute {
        self.intern_attr(AttrKind::Type(ty))
    }
    /// A dictionary attribute; entries are sorted by name and must have distinct names.
    pub fn dictionary_attr(&mut self, mut entries: Vec<(Symbol, Attribute)>) -> Attribute {
        entries.sort_by(|a, b| self.str(a.0).cmp(self.str(b.0)));
        self.intern_attr(AttrKind::Dictionary(entries.into_boxed_slice()))
    }
    /// `loc("file":line:col)`
    pub fn file_line_col(&mut self, file: Symbol, line: u32, col: u32) -> Attribute {
        self.intern_attr(AttrKind::FileLineCol { file, line, col })
    }
    /// Entries of a dictionary attribute (empty for other kinds).
    pub fn dict_entries(&self, attr: Attribute) -> &[(Symbol, Attribute)] {
        match self.attr_kind(attr) {
            AttrKind::Dictionary(e) => e,
            _ => &[],
        }
    }
}

#[cfg(test)]
mod constructor_tests {
    use crate::ir::context::Context;
    use crate::ods::verify::attr_text;

    #[test]
    fn builtin_attribute_constructors_print_as_mlir_spells_them() {
        let mut ctx = Context::new();
        let (f32, f16, i8, i1) = (ctx.f32(), ctx.f16(), ctx.i8(), ctx.i1());
        let t2 = ctx.tensor_type(&[2], f32);
        let v3 = ctx.vector_type(&[3], i8);
        let b2 = ctx.tensor_type(&[2], i1);
        let unit = ctx.unit_attr();
        let a = ctx.i64_attr(7);
        let b = ctx.f32_attr(0.5);
        let cases = [
            (unit, "unit"),
            (ctx.bool_attr(false), "false"),
            (ctx.int_attr(i8, 300), "44 : i8"),
            (ctx.int_attr(i8, -1), "-1 : i8"),
            (ctx.int_attr(i1, 1), "true"),
            (a, "7 : i64"),
            (ctx.i32_attr(-3), "-3 : i32"),
            (ctx.index_attr(4), "4 : index"),
            (ctx.float_attr(f32, 0.1), "1.000000e-01 : f32"),
            (ctx.float_attr(f16, 65504.0), "6.550400e+04 : f16"),
            (b, "5.000000e-01 : f32"),
            (ctx.f64_attr(2.0), "2.000000e+00 : f64"),
            (ctx.array_attr(&[a, b]), "[7, 5.000000e-01 : f32]"),
            (ctx.dict_attr(&[("z", a), ("b", unit)]), "{b, z = 7 : i64}"),
            (ctx.symbol_ref_attr("main"), "@main"),
            (ctx.nested_symbol_ref_attr("m", &["f", "g"]), "@m::@f::@g"),
            (ctx.dense_i64_array(&[1, -2]), "array<i64: 1, -2>"),
            (ctx.dense_i32_array(&[]), "array<i32>"),
            (
                ctx.dense_bool_array(&[true, false]),
                "array<i1: true, false>",
            ),
            (ctx.dense_f32_array(&[1.5]), "array<f32: 1.500000e+00>"),
            (ctx.dense_f64_array(&[0.25]), "array<f64: 2.500000e-01>"),
            (
                ctx.dense_elements(t2, &[1.0, 2.5]).unwrap(),
                "dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf32>",
            ),
            (
                ctx.dense_elements(t2, &[3.0f32, 3.0]).unwrap(),
                "dense<3.000000e+00> : tensor<2xf32>",
            ),
            (
                ctx.dense_elements(v3, &[1i64, 2, 300]).unwrap(),
                "dense<[1, 2, 44]> : vector<3xi8>",
            ),
            (
                ctx.dense_elements(v3, &[5]).unwrap(),
                "dense<5> : vector<3xi8>",
            ),
            (
                ctx.dense_elements(b2, &[true, false]).unwrap(),
                "dense<[true, false]> : tensor<2xi1>",
            ),
        ];
        for (attr, text) in cases {
            assert_eq!(attr_text(&ctx, attr), text);
        }
        // kinds and counts that do not fit are refused
        assert_eq!(ctx.dense_elements(t2, &[1i64, 2]), None);
        assert_eq!(ctx.dense_elements(v3, &[1.0]), None);
        assert_eq!(ctx.dense_elements(t2, &[1.0, 2.0, 3.0]), None);
        let dynamic = ctx.tensor_type(&[crate::ir::types::DYNAMIC], f32);
        assert_eq!(ctx.dense_elements(dynamic, &[1.0]), None);
    }
}
