//! The [`Context`]: owner of everything an IR needs.
//!
//! It interns strings ([`Symbol`]), types ([`Type`]) and attributes ([`Attribute`]) so that they
//! are `Copy` handles compared by id, holds the IR arenas ([`crate::ir::IrArena`]) and the
//! [`Registry`] of dialects and operations. Interning needs `&mut Context`; reading needs `&`.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

use crate::ir::attributes::{AttrKind, Attribute};
use crate::ir::registry::Registry;
use crate::ir::types::{Type, TypeKind};
use crate::ir::IrArena;

crate::entity_id! {
    /// An interned string: op names, attribute names, string attribute contents, file names.
    pub struct Symbol;
}

/// A fast non-cryptographic hasher (the rustc "Fx" multiply-rotate scheme) for interning.
#[derive(Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

const FX_SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(FX_SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(w));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        // The multiply leaves the low bits depending only on the low input bits; hashbrown
        // indexes buckets with the low bits, so bring the well-mixed high bits down (as
        // rustc-hash 2 does). Without this, keys differing only in their first bytes
        // (`%123`, `%124`, or locations differing in line) collide and tables go quadratic.
        self.hash.rotate_left(26)
    }
}

/// A `HashMap` using [`FxHasher`]. Never iterate one into output: iteration order is unspecified.
pub type FxHashMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// A uniquing table: each distinct value is stored once and named by a dense id.
///
/// Values are stored once (in `items`). The index is an open-addressing table (linear
/// probing, power-of-two size, at most three quarters full) of 8-byte slots, each empty (0) or
/// `(hash fragment << 32) | (id + 1)`: the fragment rejects most mismatches without touching
/// the value, and growing re-places slots without hashing values again. This is about half
/// the memory of a `HashMap<u64, u32>` plus collision chains, which matters because every
/// operation's location is interned here.
#[derive(Debug)]
pub struct Interner<T: Hash + Eq> {
    items: Vec<T>,
    slots: Vec<u64>,
}

impl<T: Hash + Eq> Default for Interner<T> {
    fn default() -> Self {
        Interner {
            items: Vec::new(),
            slots: Vec::new(),
        }
    }
}

/// Where [`Interner::probe`] stopped.
enum Probe {
    /// the value is interned with this id
    Found(u32),
    /// the value is new: this empty slot is where it goes
    Vacant(usize),
}

impl<T: Hash + Eq> Interner<T> {
    fn hash_of(value: &T) -> u32 {
        let mut h = FxHasher::default();
        value.hash(&mut h);
        // `finish` brings the well-mixed bits down: the low 32 are the ones to keep
        h.finish() as u32
    }
    /// Looks `value` up; the table must not be empty.
    fn probe(&self, hash: u32, value: &T) -> Probe {
        let mask = self.slots.len() - 1;
        let mut i = hash as usize & mask;
        loop {
            let slot = self.slots[i];
            if slot == 0 {
                return Probe::Vacant(i);
            }
            if (slot >> 32) as u32 == hash {
                let id = slot as u32 - 1;
                if self.items[id as usize] == *value {
                    return Probe::Found(id);
                }
            }
            i = (i + 1) & mask;
        }
    }
    /// Makes the table large enough for `n` values (at most three quarters full).
    fn grow_for(&mut self, n: usize) {
        if n * 4 <= self.slots.len() * 3 {
            return;
        }
        let size = (n * 4 / 3 + 1).next_power_of_two().max(16);
        let old = std::mem::replace(&mut self.slots, vec![0; size]);
        let mask = size - 1;
        for slot in old.into_iter().filter(|&s| s != 0) {
            let mut i = (slot >> 32) as usize & mask;
            while self.slots[i] != 0 {
                i = (i + 1) & mask;
            }
            self.slots[i] = slot;
        }
    }
    /// The id of `value`, inserting it if it is new.
    pub fn intern(&mut self, value: T) -> u32 {
        self.grow_for(self.items.len() + 1);
        let hash = Self::hash_of(&value);
        match self.probe(hash, &value) {
            Probe::Found(id) => id,
            Probe::Vacant(i) => {
                let id = self.items.len() as u32;
                self.items.push(value);
                self.slots[i] = (u64::from(hash) << 32) | u64::from(id + 1);
                id
            }
        }
    }
    /// Makes room for `n` more values without rehashing.
    pub fn reserve(&mut self, n: usize) {
        self.items.reserve(n);
        self.grow_for(self.items.len() + n);
    }
    /// The id of `value` if it was interned before.
    pub fn lookup(&self, value: &T) -> Option<u32> {
        if self.slots.is_empty() {
            return None;
        }
        match self.probe(Self::hash_of(value), value) {
            Probe::Found(id) => Some(id),
            Probe::Vacant(_) => None,
        }
    }
    /// The value behind `id`.
    #[inline]
    pub fn get(&self, id: u32) -> &T {
        &self.items[id as usize]
    }
    /// Every value, in id order.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.items.iter()
    }
    /// Number of distinct values.
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// True when nothing was interned.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

/// String interner that stores each string once (the map keys borrow nothing; ids index `strs`).
#[derive(Default, Debug)]
pub struct StringInterner {
    strs: Vec<Box<str>>,
    map: FxHashMap<Box<str>, u32>,
}

impl StringInterner {
    /// The symbol of `s`, inserting it if new.
    pub fn intern(&mut self, s: &str) -> Symbol {
        if let Some(&id) = self.map.get(s) {
            return Symbol::from_index(id as usize);
        }
        let id = self.strs.len() as u32;
        let b: Box<str> = s.into();
        self.strs.push(b.clone());
        self.map.insert(b, id);
        Symbol::from_index(id as usize)
    }
    /// The symbol of `s` if interned.
    pub fn lookup(&self, s: &str) -> Option<Symbol> {
        self.map.get(s).map(|&i| Symbol::from_index(i as usize))
    }
    /// The text of `sym`.
    #[inline]
    pub fn get(&self, sym: Symbol) -> &str {
        &self.strs[sym.index()]
    }
}

/// Owner of interned objects, IR arenas and the registry. See the module docs.
pub struct Context {
    /// function types by `[num_inputs, input ids.., result ids..]` (see
    /// [`Context::function_type`])
    pub(crate) fn_types: FxHashMap<Box<[u32]>, Type>,
    /// scratch key for `fn_types` lookups
    pub(crate) fn_type_key: Vec<u32>,
    /// enum attributes by (`&'static EnumInfo` address, value), see `ods::enums::to_attr`
    pub(crate) enum_attrs: FxHashMap<(usize, u64), Attribute>,
    strings: StringInterner,
    types: Interner<TypeKind>,
    attrs: Interner<AttrKind>,
    /// The IR arenas: operations, blocks, regions, values.
    pub ir: IrArena,
    /// Registered dialects and operations.
    pub registry: Registry,
    /// Whether operations of unregistered dialects are accepted (`--allow-unregistered-dialect`).
    pub allow_unregistered: bool,
    /// Cached common types and attributes.
    pub common: Common,
    /// Blobs of the `{-# dialect_resources: { builtin: { key: "0x..." } } #-}` section, by key,
    /// in the order they were defined.
    pub resources: Vec<Resource>,
    /// Entries of the `{-# external_resources: { group: { key: value } } #-}` section, in
    /// source order (duplicates kept, as mlir-opt prints them back).
    pub external_resources: Vec<ExternalResource>,
    /// mutable parts of dialect types, set once (see [`Context::set_mutable_type_part`])
    pub(crate) mutable_parts: FxHashMap<Type, crate::ir::defs::DefParams>,
    /// see [`Context::uid`]
    uid: u64,
    /// the op last verified without errors and the IR generation then (see
    /// [`Context::note_verified`])
    verified: Option<(crate::ir::Op, u64)>,
}

/// One entry of the file-level `external_resources` section.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExternalResource {
    /// the group (tool) name, e.g. `mytool`
    pub group: Symbol,
    /// the entry key (a keyword or the contents of a string)
    pub key: Symbol,
    /// the value
    pub value: ExternalResourceValue,
}

/// The value of an `external_resources` entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExternalResourceValue {
    /// `true` / `false`
    Bool(bool),
    /// a string (contents, escapes decoded)
    String(Box<[u8]>),
    /// a hex blob `"0x..."`: stored as `0x` + uppercase hex digits (alignment word included)
    Blob(Box<str>),
}

/// One entry of the file-level `dialect_resources` section.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resource {
    /// owning dialect, e.g. `builtin`
    pub dialect: Symbol,
    /// key, as referenced by `dense_resource<key>`
    pub key: Symbol,
    /// the value text as written (a hex string `"0x..."` for blobs), without quotes
    pub value: Box<str>,
}

/// Frequently used interned values, created once per context.
#[derive(Clone, Copy, Debug)]
pub struct Common {
    /// `i1`
    pub i1: Type,
    /// `i32`
    pub i32: Type,
    /// `i64`
    pub i64: Type,
    /// `index`
    pub index: Type,
    /// `none`
    pub none: Type,
    /// `loc(unknown)`
    pub unknown_loc: Attribute,
    /// `unit`
    pub unit: Attribute,
    /// `{}`
    pub empty_dict: Attribute,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// A context with the builtin dialect registered and nothing else.
    pub fn new() -> Self {
        use crate::ir::types::Signedness;
        let mut strings = StringInterner::default();
        let mut types = Interner::default();
        let mut attrs = Interner::default();
        let mut ty = |k| Type::from_index(types.intern(k) as usize);
        let i1 = ty(TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless,
        });
        let i32 = ty(TypeKind::Integer {
            width: 32,
            signedness: Signedness::Signless,
        });
        let i64 = ty(TypeKind::Integer {
            width: 64,
            signedness: Signedness::Signless,
        });
        let index = ty(TypeKind::Index);
        let none = ty(TypeKind::None);
        let mut at = |k| Attribute::from_index(attrs.intern(k) as usize);
        let unknown_loc = at(AttrKind::UnknownLoc);
        let unit = at(AttrKind::Unit);
        let empty_dict = at(AttrKind::Dictionary(Box::new([])));
        strings.intern("");
        let mut ctx = Context {
            fn_types: FxHashMap::default(),
            fn_type_key: Vec::new(),
            enum_attrs: FxHashMap::default(),
            strings,
            types,
            attrs,
            ir: IrArena::default(),
            registry: Registry::default(),
            allow_unregistered: false,
            common: Common {
                i1,
                i32,
                i64,
                index,
                none,
                unknown_loc,
                unit,
                empty_dict,
            },
            resources: Vec::new(),
            external_resources: Vec::new(),
            mutable_parts: FxHashMap::default(),
            verified: None,
            uid: {
                static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
                NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
            },
        };
        crate::ir::registry::register_builtin(&mut ctx);
        ctx
    }

    /// Records that `op` has just been verified without errors. Verification reads only the
    /// IR and the registry, so while the IR's generation stays the same
    /// ([`crate::ir::IrArena::generation`]), verifying `op` again would find the same:
    /// [`Context::is_verified`] lets drivers skip it (as mlir-opt skips verifying after a
    /// pass that changed nothing).
    pub fn note_verified(&mut self, op: crate::ir::Op) {
        self.verified = Some((op, self.ir.generation()));
    }

    /// Whether `op` was verified without errors (with the same options, which is the
    /// caller's to ensure) and the IR has not changed since.
    pub fn is_verified(&self, op: crate::ir::Op) -> bool {
        self.verified == Some((op, self.ir.generation()))
    }

    /// A number no other context of this process has (for caches of things computed from
    /// one context, such as the roots of a pattern set resolved against its registry).
    pub fn uid(&self) -> u64 {
        self.uid
    }

    /// Interns a string.
    #[inline]
    pub fn symbol(&mut self, s: &str) -> Symbol {
        self.strings.intern(s)
    }
    /// Looks up a string without interning it.
    pub fn lookup_symbol(&self, s: &str) -> Option<Symbol> {
        self.strings.lookup(s)
    }
    /// The text of an interned string.
    #[inline]
    pub fn str(&self, s: Symbol) -> &str {
        self.strings.get(s)
    }
    /// Interns a type.
    #[inline]
    pub fn intern_type(&mut self, kind: TypeKind) -> Type {
        Type::from_index(self.types.intern(kind) as usize)
    }
    /// The type with this structure, if it was interned before (for code that holds only a
    /// `&Context`, such as verifiers, and needs to compare against a derived type).
    pub fn lookup_type(&self, kind: &TypeKind) -> Option<Type> {
        self.types
            .lookup(kind)
            .map(|i| Type::from_index(i as usize))
    }
    /// The structure of a type.
    #[inline]
    pub fn type_kind(&self, ty: Type) -> &TypeKind {
        self.types.get(ty.index() as u32)
    }
    /// Makes room for `n` more attributes (e.g. one location per operation of a big input).
    pub fn reserve_attrs(&mut self, n: usize) {
        self.attrs.reserve(n);
    }
    /// Interns an attribute.
    #[inline]
    pub fn intern_attr(&mut self, kind: AttrKind) -> Attribute {
        Attribute::from_index(self.attrs.intern(kind) as usize)
    }
    /// The attribute with this structure, if it was interned before (for code that holds
    /// only a `&Context`, such as verifiers and getters, like [`Context::lookup_type`]).
    pub fn lookup_attr(&self, kind: &AttrKind) -> Option<Attribute> {
        self.attrs
            .lookup(kind)
            .map(|i| Attribute::from_index(i as usize))
    }
    /// The structure of an attribute.
    #[inline]
    pub fn attr_kind(&self, attr: Attribute) -> &AttrKind {
        self.attrs.get(attr.index() as u32)
    }
    /// Every interned attribute, in id order.
    pub fn interned_attrs(&self) -> impl Iterator<Item = (Attribute, &AttrKind)> {
        self.attrs
            .iter()
            .enumerate()
            .map(|(i, k)| (Attribute::from_index(i), k))
    }
    /// Every interned type, in id order.
    pub fn interned_types(&self) -> impl Iterator<Item = &TypeKind> {
        self.types.iter()
    }
    /// Number of interned types and attributes (for statistics and tests).
    pub fn interned_counts(&self) -> (usize, usize) {
        (self.types.len(), self.attrs.len())
    }
}
