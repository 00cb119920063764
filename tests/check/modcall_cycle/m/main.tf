variable "x" {
  type = string
}
