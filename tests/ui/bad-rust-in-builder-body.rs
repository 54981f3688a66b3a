mod d {
    ods_macros::include_ods!("bad-rust-in-builder-body.ods");
}

fn main() {}
