mod d {
    ods_macros::include_ods!("hook-materializer-missing.ods");
}

fn main() {}
