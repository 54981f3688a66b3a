mod d {
    ods_macros::include_ods!("bad-rust-in-derived-attr.ods");
}

fn main() {}
