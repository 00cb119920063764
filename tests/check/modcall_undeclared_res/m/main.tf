variable "id" {
  type = string
}
