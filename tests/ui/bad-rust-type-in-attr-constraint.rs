mod d {
    ods_macros::include_ods!("bad-rust-type-in-attr-constraint.ods");
}

fn main() {}
