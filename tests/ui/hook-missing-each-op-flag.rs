mod d {
    ods_macros::include_ods!("hook-missing-each-op-flag.ods");
}

fn main() {}
