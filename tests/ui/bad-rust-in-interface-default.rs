mod d {
    ods_macros::include_ods!("bad-rust-in-interface-default.ods");
}

fn main() {}
