variable "y" {
  type = number
}
