mod d {
    ods_macros::include_ods!("bad-rust-in-attr-constraint-get.ods");
}

fn main() {}
