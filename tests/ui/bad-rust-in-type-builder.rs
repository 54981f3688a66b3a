mod d {
    ods_macros::include_ods!("bad-rust-in-type-builder.ods");
}

fn main() {}
