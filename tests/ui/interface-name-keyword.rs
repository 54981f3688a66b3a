mod d {
    ods_macros::include_ods!("interface-name-keyword.ods");
}

fn main() {}
