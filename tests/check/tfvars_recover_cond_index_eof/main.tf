variable "size" {
  type = any
}
