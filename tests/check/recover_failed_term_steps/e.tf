variable "e" {
  type = any
  default = ( 1 * ) [ 3
}
