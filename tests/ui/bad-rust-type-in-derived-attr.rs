mod d {
    ods_macros::include_ods!("bad-rust-type-in-derived-attr.ods");
}

fn main() {}
