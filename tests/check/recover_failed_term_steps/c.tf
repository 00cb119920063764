variable "c" {
  type = any
  default = ( true ? 1 : ) . x
}
