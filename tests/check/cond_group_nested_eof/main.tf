variable "a" {}
variable "size" {
  type = any
}
