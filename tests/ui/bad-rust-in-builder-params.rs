mod d {
    ods_macros::include_ods!("bad-rust-in-builder-params.ods");
}

fn main() {}
