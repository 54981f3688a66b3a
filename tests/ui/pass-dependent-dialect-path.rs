mod d {
    ods_macros::include_ods!("pass-dependent-dialect-path.ods");
}

fn main() {}
