mod d {
    ods_macros::include_ods!("bad-interface-signature.ods");
}

fn main() {}
