variable "size" {
}
